import { useId, type ReactNode } from 'react';

interface TitledCardProps {
  title: ReactNode;
  /** A line under the title saying what the card holds; absent on cards whose content says it. */
  subtitle?: ReactNode;
  /** More classes for the section, e.g. `section-gap` between stacked cards. */
  className?: string;
  /** More classes for the heading, e.g. `section-title` where content follows without a subtitle. */
  titleClassName?: string;
  children: ReactNode;
}

/**
 * A padded card headed by its title: settings, profile and detail cards. The section is named by
 * its heading, so assistive technology lists it as a region with that name.
 */
export function TitledCard({ title, subtitle, className, titleClassName, children }: TitledCardProps) {
  const titleId = useId();
  return (
    <section className={['card', 'card--padded', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={['card__title', titleClassName].filter(Boolean).join(' ')}>
        {title}
      </h2>
      {subtitle !== undefined && <p className="card__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
