import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

// On paper the page stands alone, black on white, within margins that suit A4 and Letter
// alike. The shop's navbar and footer (a <header> and a <footer>, the frame of every route)
// are for the screen. Rendered in the page, this style goes when the page does.
const printCss = `
@page { margin: 12mm; }
@media print {
  body { background: white; }
  header, footer { display: none !important; }
}`;

interface PrintPageProps {
  /** The browser tab's title, which the browser's print header repeats. */
  title: string;
  children: ReactNode;
}

/** A page made to be printed (a packing slip, a pick list), with its Print button. */
export function PrintPage({ title, children }: PrintPageProps) {
  return (
    <Box
      bg="white"
      color="black"
      maxW="4xl"
      mx="auto"
      my={{ base: '4', md: '8' }}
      p={{ base: '4', md: '8' }}
      _print={{ m: '0', p: '0', maxW: 'none' }}
    >
      <title>{title}</title>
      <style>{printCss}</style>
      <Stack gap="6">
        {/* Not on the paper: nothing on it can be clicked. */}
        <Button alignSelf="flex-end" onClick={() => window.print()} _print={{ display: 'none' }}>
          Print
        </Button>
        {children}
      </Stack>
    </Box>
  );
}

interface PrintTableProps {
  /** What the table holds, said to screen readers. */
  label: string;
  columns: string[];
  /** One `Table.Row` an item. */
  children: ReactNode;
}

/**
 * A table in black ink. A row never breaks across two sheets, and the browser repeats the
 * column names at the top of each sheet.
 */
export function PrintTable({ label, columns, children }: PrintTableProps) {
  return (
    <Table.Root
      recipe={tableSlotRecipe}
      size="sm"
      aria-label={label}
      css={{
        '& tr': { breakInside: 'avoid' },
        '& th, & td': { color: 'black', borderColor: 'black' },
      }}
    >
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

/** An empty box, for the packer or picker to tick with a pen. */
export function TickBox() {
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize="4"
      borderWidth="1.5px"
      borderColor="black"
      aria-hidden="true"
    />
  );
}

/** The shop's name over the paper's title, and what the paper adds under it. */
export function PaperTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="2xl" fontWeight="bold">
        moto-parts
      </Text>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
