import { Stack, type StackProps } from '@chakra-ui/react';

/** The cart's and checkout's "Order summary": a box beside the lines (under them on a phone). */
export function SummaryBox(props: StackProps) {
  return (
    <Stack
      as="aside"
      aria-label="Order summary"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="5"
      bg="bg"
      flexShrink="0"
      {...props}
    />
  );
}
