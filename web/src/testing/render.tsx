import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { shopSystem } from '@/app/theme';
import { LocationProbe } from './location-probe';

interface RenderOptions {
  /** Where the router starts; a string or `{ pathname, state }`. */
  at?: InitialEntry;
  /** The route pattern `ui` is mounted on (default: any path it starts on). */
  path?: string;
}

/**
 * Renders `ui` with the app's theme and toasts, inside a memory router. Navigating away
 * lands on a probe: read it with `currentLocation()`.
 */
export function renderWithProviders(ui: ReactElement, { at = '/', path }: RenderOptions = {}) {
  const pattern = path ?? (typeof at === 'string' ? at : (at.pathname ?? '/'));
  return render(
    <ChakraProvider value={shopSystem()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </ChakraProvider>,
  );
}

/** The path and state of the route the probe stands on, once navigation has happened. */
export async function currentLocation() {
  const probe = await screen.findByTestId('location');
  return {
    pathname: probe.textContent,
    search: probe.dataset.search ?? '',
    state: JSON.parse(probe.dataset.state ?? 'null') as unknown,
  };
}
