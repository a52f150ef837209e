function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
}

/** Whose console this is, in the top bar: initials in a circle, then the name (hidden on narrow screens). */
export function NameBadge({ name }: { name: string }) {
  return (
    <div className="admin-badge">
      <span className="admin-badge__initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className="admin-badge__name">{name}</span>
    </div>
  );
}
