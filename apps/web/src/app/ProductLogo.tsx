import { useConsoleLogo } from '../features/settings/consoleLogo';

/** The console's name mark, or the logo uploaded under Settings (it redraws as soon as that changes). */
export function ProductLogo() {
  const uploadedLogo = useConsoleLogo();
  if (uploadedLogo) {
    return (
      <span className="product-logo">
        <img className="product-logo__image" src={uploadedLogo.image} alt="Logo" width={uploadedLogo.width} height={uploadedLogo.height} />
      </span>
    );
  }
  return (
    <span className="product-logo">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="product-logo__name">Outbound</span>
    </span>
  );
}
