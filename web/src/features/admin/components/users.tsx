import { Badge, Button, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { User } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { makeAdmin, useUsers } from '../api/admin';
import { DataTable, DataTableSkeleton, EmptyList } from '@/components/ui/data-table';

/** Users (admins): every account by email, and Make Admin for those who are not yet. */
export function Users() {
  const users = useUsers();
  // The email being promoted: one at a time, so the reloaded list tells the whole story.
  const [promoting, setPromoting] = useState<string | null>(null);
  const headingId = useId();

  const promote = async (user: User) => {
    setPromoting(user.email);
    try {
      await makeAdmin(user.email);
      notifySuccess('Make Admin Done');
      users.reload();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setPromoting(null);
    }
  };

  let content;
  if (users.status === 'error') {
    content = (
      <ErrorState
        title="The users could not be loaded"
        message={errorMessage(users.error)}
        onRetry={users.reload}
      />
    );
  } else if (users.status === 'loading') {
    content = <DataTableSkeleton label="Loading the users…" />;
  } else {
    const { items, total } = users.data;
    content = (
      <>
        <Heading as="h2" id={headingId} size="xl">
          Total User : {total}
        </Heading>
        {items.length === 0 ? (
          <EmptyList title="No users yet" />
        ) : (
          <DataTable labelledBy={headingId} columns={['Email', 'Make Admin']}>
            {items.map((user) => (
              <Table.Row key={user._id}>
                <Table.Cell overflowWrap="anywhere">{user.email}</Table.Cell>
                <Table.Cell>
                  {user.role === 'admin' ? (
                    // The recipe comes with the screen, not the theme: Home has no badges.
                    <Badge recipe={badgeRecipe} colorPalette="green" size="md">
                      Admin
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={promoting === user.email}
                      disabled={promoting !== null}
                      onClick={() => void promote(user)}
                    >
                      Make Admin <VisuallyHidden>{user.email}</VisuallyHidden>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
        {items.length < total && (
          <Text color="fg.muted" textStyle="sm">
            The first {items.length} users by email are shown.
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="5">
      <title>Users — moto-parts</title>
      {content}
    </Stack>
  );
}
