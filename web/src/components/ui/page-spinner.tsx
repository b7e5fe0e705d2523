import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown while a screen's code or the signed-in state loads. */
export function PageSpinner() {
  return (
    <Center role="status" minH="50vh">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
