import { Box, Code, List, Text, type TextProps } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

// Small typographic pieces shared by the static pages: readable size and line height, and
// code blocks that scroll sideways on a phone instead of widening the page.

export function Paragraph(props: TextProps) {
  return <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75" {...props} />;
}

export function BulletList({ children }: { children: ReactNode }) {
  return (
    <List.Root ps="5" gap="2" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
      {children}
    </List.Root>
  );
}

export const BulletItem = List.Item;

export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <Code recipe={codeRecipe} fontSize="0.875em" colorPalette="gray" variant="subtle">
      {children}
    </Code>
  );
}

/** A block of code; `label` names it for screen readers and keyboard users. */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <Box
      as="pre"
      // Focusable, so a keyboard user can scroll a long line into view; a named group, as
      // aria-label is not allowed on a plain <pre>.
      tabIndex={0}
      role="group"
      aria-label={label}
      bg="charcoal.900"
      color="gray.100"
      p={{ base: '4', md: '5' }}
      rounded="md"
      overflowX="auto"
      fontSize="sm"
      lineHeight="1.6"
      focusVisibleRing="outside"
    >
      <code>{children.trim()}</code>
    </Box>
  );
}
