import { Badge, Button, Card, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { addressLines, type SavedAddress } from '@moto-parts/contracts';
import { useId } from 'react';

interface SavedAddressCardProps {
  address: SavedAddress;
  /** While another change is under way or a form is open: one change at a time. */
  disabled: boolean;
  /** While it is being made the default. */
  makingDefault: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
}

/** An address of the book: its label, whether it is the default, the address as its country writes it. */
export function SavedAddressCard({
  address,
  disabled,
  makingDefault,
  onEdit,
  onRemove,
  onMakeDefault,
}: SavedAddressCardProps) {
  const headingId = useId();
  // Each button says which address it acts on, for a screen reader's list of buttons.
  const whose = <VisuallyHidden>{address.label}</VisuallyHidden>;

  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          <Heading as="h4" id={headingId} size="md">
            {address.label}
          </Heading>
          {address.default && (
            // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
            <Badge recipe={badgeRecipe} colorPalette="green">
              Default
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Text whiteSpace="pre-line">
          {[...addressLines(address), ...(address.phone ? [`Phone ${address.phone}`] : [])].join(
            '\n',
          )}
        </Text>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={disabled} onClick={onEdit}>
            Edit {whose}
          </Button>
          {!address.default && (
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              loading={makingDefault}
              loadingText="Saving…"
              onClick={onMakeDefault}
            >
              Make default {whose}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={disabled}
            onClick={onRemove}
          >
            Remove {whose}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
