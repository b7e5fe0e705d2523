import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth';
import { system } from './theme';

// Toasts only ever follow an action, so their library loads after the first paint; a toast
// raised before it arrives is kept by the library's store and shown when it does.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthProvider>
        {children}
        {/* SPEC §9: toasts close after 5000 ms. */}
        <Suspense>
          <Toaster position="top-center" toastOptions={{ duration: 5000 }} />
        </Suspense>
      </AuthProvider>
    </ChakraProvider>
  );
}
