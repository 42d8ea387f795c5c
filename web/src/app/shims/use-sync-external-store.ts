// react-i18next still imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook
// itself, so the build points the shim here instead of shipping its fallback on the first route.
export { useSyncExternalStore } from 'react';
