import { Navigate, Route, Routes } from 'react-router-dom';
import { accountScreenRoutes } from '../app/accountScreens';
import { AccountLayout } from './AccountLayout';
import { accountPaths } from './accountPaths';

/** The customer area under /account: its layout checks the session, each screen loads on demand. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        {accountScreenRoutes.map(({ path, element }) =>
          path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />,
        )}
        <Route path="*" element={<Navigate to={accountPaths.overview} replace />} />
      </Route>
    </Routes>
  );
}
