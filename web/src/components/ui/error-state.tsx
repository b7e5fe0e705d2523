import { Alert, Button, Stack } from '@chakra-ui/react';

interface ErrorStateProps {
  /** What could not be done, e.g. "The parts could not be loaded". */
  title: string;
  /** Why, in the user's words: usually the server's message. */
  message: string;
  onRetry: () => void;
}

/** A failed load, said in place of the content, with a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert.Root role="alert" status="error" variant="surface" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" align="flex-start">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert.Root>
  );
}
