import { Badge, Button, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { User } from '@moto-parts/contracts';
import { useState } from 'react';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { notifyError, notifySuccess } from '@/lib/notify';
import { makeAdmin, useUsers } from '../api/admin';

/** Users (admins): every account by email, and Make Admin for those who are not yet. */
export function Users() {
  const users = useUsers();
  // The email being promoted: one at a time, so the reloaded list tells the whole story.
  const [promoting, setPromoting] = useState<string | null>(null);

  const promote = async (user: User) => {
    setPromoting(user.email);
    try {
      await makeAdmin(user);
      notifySuccess('Make Admin Done');
      users.reload();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setPromoting(null);
    }
  };

  return (
    <ListScreen
      title="Users — moto-parts"
      list={users}
      loadingLabel="Loading the users…"
      errorTitle="The users could not be loaded"
      heading={({ total }) => `Total User : ${total}`}
      columns={['Email', 'Make Admin']}
      empty={<EmptyList title="No users yet" />}
      row={(user) => (
        <Table.Row key={user._id}>
          <Table.Cell overflowWrap="anywhere">{user.email}</Table.Cell>
          <Table.Cell>
            {user.role === 'admin' ? (
              // The recipe comes with the screen, not the theme: Home has no badges.
              <Badge recipe={badgeRecipe} colorPalette="green" size="md">
                Admin
              </Badge>
            ) : (
              <HStack gap="2" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  loading={promoting === user.email}
                  disabled={promoting !== null}
                  onClick={() => void promote(user)}
                >
                  Make Admin <VisuallyHidden>{user.email}</VisuallyHidden>
                </Button>
                {/* As of their last sign-in; Make Admin asks Firebase Auth again (409 if not). */}
                {!user.emailVerified && (
                  <Text color="fg.muted" textStyle="xs">
                    Email not verified
                  </Text>
                )}
              </HStack>
            )}
          </Table.Cell>
        </Table.Row>
      )}
      footer={({ items, total }) =>
        items.length < total && (
          <Text color="fg.muted" textStyle="sm">
            The first {items.length} users by email are shown.
          </Text>
        )
      }
    />
  );
}
