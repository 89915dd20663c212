import { createContext, useContext } from 'react';

/**
 * Whether the signed-in person may open a named back-office route. The admin layout provides it from the route
 * table (pages/admin/routes.ts); pages read it here, so that no page imports the table that registers it.
 */
export const RouteAccess = createContext<(route: string) => boolean>(() => false);

export const useRouteAccess = () => useContext(RouteAccess);
