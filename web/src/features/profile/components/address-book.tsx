import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { addressBookMax, type SavedAddress } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTableSkeleton, EmptyList } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { saveAddressBook, useAddressBook } from '@/lib/address-book';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { SavedAddressCard } from './saved-address-card';
import { SavedAddressForm } from './saved-address-form';

/**
 * The book with `address` at `index` (past the last: added). A book has one default: when
 * `address` is it, the others are not.
 */
const withAddressAt = (addresses: SavedAddress[], index: number, address: SavedAddress) =>
  [...addresses.slice(0, index), address, ...addresses.slice(index + 1)].map((saved, at) =>
    address.default && at !== index ? { ...saved, default: false } : saved,
  );

/** What removing `address` leaves: with the default gone, the server makes the first one it. */
function removalNote(address: SavedAddress, rest: SavedAddress[]) {
  const removed = `${address.label} is removed from your saved addresses.`;
  const [first] = rest;
  return address.default && first ? `${removed} ${first.label} becomes your default.` : removed;
}

/** The book, to change: each change sends the whole book, and shows it as the server keeps it. */
function SavedAddresses({ saved }: { saved: SavedAddress[] }) {
  const [addresses, setAddresses] = useState(saved);
  /** The index of the address whose form is open; `addresses.length` for a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const [makingDefault, setMakingDefault] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<SavedAddress | null>(null);
  const fullNoteId = useId();

  /** Sends the book as `next` and shows the answer; throws what the server refuses. */
  const save = async (next: SavedAddress[], done: string) => {
    const book = await saveAddressBook({ addresses: next });
    setAddresses(book.addresses);
    notifySuccess(done);
  };

  const saveAt = async (index: number, address: SavedAddress) => {
    const added = index === addresses.length;
    await save(
      withAddressAt(addresses, index, address),
      added ? 'Address saved' : 'Address updated',
    );
    setEditing(null);
  };

  const makeDefault = async (index: number, address: SavedAddress) => {
    setMakingDefault(index);
    try {
      await save(
        withAddressAt(addresses, index, { ...address, default: true }),
        `${address.label} is now your default address`,
      );
    } catch (failure) {
      notifyError(failure);
    } finally {
      setMakingDefault(null);
    }
  };

  const remaining = addresses.filter((address) => address !== toRemove);
  const adding = editing === addresses.length;
  const full = addresses.length >= addressBookMax;

  const formAt = (index: number) => {
    const address = addresses.at(index);
    const others = addresses.length - (address ? 1 : 0);
    return (
      <SavedAddressForm
        key={index}
        address={address}
        offerDefault={!address?.default && others > 0}
        onSave={(edited) => saveAt(index, edited)}
        onCancel={() => setEditing(null)}
      />
    );
  };

  const addButton = (
    <Button
      alignSelf="flex-start"
      disabled={full}
      aria-describedby={full ? fullNoteId : undefined}
      onClick={() => setEditing(addresses.length)}
    >
      Add address
    </Button>
  );

  return (
    <Stack gap="4">
      {addresses.length === 0 && !adding && (
        <EmptyList headingLevel="h4" title="No saved addresses yet">
          <Text color="fg.muted">Save the addresses you ship to, to pick one at the checkout.</Text>
          {addButton}
        </EmptyList>
      )}
      {addresses.map((address, index) =>
        index === editing ? (
          formAt(index)
        ) : (
          <SavedAddressCard
            key={index}
            address={address}
            // One change at a time: a form or a call under way holds the others.
            disabled={editing !== null || makingDefault !== null}
            makingDefault={makingDefault === index}
            onEdit={() => setEditing(index)}
            onRemove={() => setToRemove(address)}
            onMakeDefault={() => makeDefault(index, address)}
          />
        ),
      )}
      {adding && formAt(addresses.length)}
      {addresses.length > 0 && editing === null && (
        <HStack gap="3" wrap="wrap">
          {addButton}
          {full && (
            <Text id={fullNoteId} color="fg.muted">
              {addressBookMax} addresses is the most a book holds: remove one to add another.
            </Text>
          )}
        </HStack>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onConfirm={() => save(remaining, 'Address removed')}
        onClose={() => setToRemove(null)}
      >
        {toRemove && removalNote(toRemove, remaining)}
      </ConfirmDialog>
    </Stack>
  );
}

/** My Profile's address book: the rider's saved addresses, to add, edit, remove and pick the default of. */
export function AddressBook() {
  const book = useAddressBook();
  const headingId = useId();

  let content;
  if (book.status === 'error') {
    content = (
      <ErrorState
        title="Your saved addresses could not be loaded"
        message={errorMessage(book.error)}
        onRetry={book.reload}
      />
    );
  } else if (book.status === 'loading') {
    content = <DataTableSkeleton label="Loading your saved addresses…" />;
  } else {
    content = <SavedAddresses saved={book.data.addresses} />;
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h3" id={headingId} size="lg">
        Saved addresses
      </Heading>
      {content}
    </Stack>
  );
}
