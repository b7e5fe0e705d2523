// The auth feature's public surface: the provider, the signed-in state, the route guards and
// the account actions. The sign-in and sign-up screens are not re-exported here: the router
// loads them by path, so formik and yup stay out of the first page's bundle.
export { signOutUser, updateDisplayName } from './api/account';
export { AdminRoute } from './components/admin-route';
export { AuthProvider } from './components/auth-provider';
export { ProtectedRoute } from './components/protected-route';
export { VerifyEmailAlert } from './components/verify-email-alert';
export { useCurrentUser, type AuthUser, type CurrentUser } from './hooks/use-current-user';
export { useIsAdmin, type IsAdmin } from './hooks/use-is-admin';
