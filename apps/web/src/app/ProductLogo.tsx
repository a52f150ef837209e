/** The console's name mark. */
export function ProductLogo() {
  return (
    <span className="product-logo">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="product-logo__name">Outbound</span>
    </span>
  );
}
