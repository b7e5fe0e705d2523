import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/auth';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthProvider>
        {children}
        {/* SPEC §9: toasts close after 5000 ms. */}
        <Toaster position="top-center" toastOptions={{ duration: 5000 }} />
      </AuthProvider>
    </ChakraProvider>
  );
}
