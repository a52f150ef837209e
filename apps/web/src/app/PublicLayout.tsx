import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
import { ProductLogo } from './ProductLogo';

/** Frame of the sign-in, sign-up and reset screens (admin and public). */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <div className="public-layout__brand">
        <ProductLogo />
      </div>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
