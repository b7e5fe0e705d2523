import { Badge, Button, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { User, UserRole } from '@moto-parts/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { notifyError, notifySuccess } from '@/lib/notify';
import { setUserRole, useUsers } from '../api/admin';

/** What each role change is called, on its button and in its toast. */
const roleChangeNames: Record<UserRole, string> = {
  admin: 'Make Admin',
  customer: 'Remove Admin',
};

interface UsersProps {
  /** The signed-in admin's email: removing their own role is asked first. */
  ownEmail?: string;
  /** After the admin removed their own role: the admin screens are no longer theirs. */
  onOwnRoleRemoved?: () => void;
}

/**
 * Users (admins): every account by email, with Make Admin for customers and Remove Admin for
 * admins, the signed-in admin's own after a confirmation.
 */
export function Users({ ownEmail, onOwnRoleRemoved }: UsersProps) {
  const users = useUsers();
  // The email whose role is changing: one at a time, so the reloaded list tells the whole story.
  const [changing, setChanging] = useState<string | null>(null);
  // The admin's own row, while its Remove Admin is being confirmed.
  const [ownRow, setOwnRow] = useState<User | null>(null);
  const isOwn = (user: User) =>
    ownEmail !== undefined && user.email.toLowerCase() === ownEmail.toLowerCase();

  const changeRole = async (user: User, role: UserRole) => {
    setChanging(user.email);
    try {
      await setUserRole(user, role);
      notifySuccess(`${roleChangeNames[role]} Done`);
      // Their own: the list is an admin's, and no longer theirs to reload.
      if (role === 'customer' && isOwn(user)) onOwnRoleRemoved?.();
      else users.reload();
    } catch (failure) {
      // The server's message: e.g. the shop must keep at least one admin (409).
      notifyError(failure);
    } finally {
      setChanging(null);
    }
  };

  /** The button of a role change for `user`'s row. */
  const roleChangeButton = (user: User, role: UserRole) => (
    <Button
      size="xs"
      variant="outline"
      colorPalette={role === 'customer' ? 'red' : undefined}
      loading={changing === user.email}
      disabled={changing !== null}
      onClick={() =>
        role === 'customer' && isOwn(user) ? setOwnRow(user) : void changeRole(user, role)
      }
    >
      {roleChangeNames[role]} <VisuallyHidden>{user.email}</VisuallyHidden>
    </Button>
  );

  return (
    <ListScreen
      title="Users — moto-parts"
      list={users}
      loadingLabel="Loading the users…"
      errorTitle="The users could not be loaded"
      heading={({ total }) => `Total User : ${total}`}
      columns={['Email', 'Make Admin']}
      empty={<EmptyList headingLevel="h3" title="No users yet" />}
      row={(user) => (
        <Table.Row key={user._id}>
          <Table.Cell overflowWrap="anywhere">{user.email}</Table.Cell>
          <Table.Cell>
            {user.role === 'admin' ? (
              <HStack gap="2" wrap="wrap">
                {/* The recipe comes with the screen, not the theme: Home has no badges. */}
                <Badge recipe={badgeRecipe} colorPalette="green" size="md">
                  Admin
                </Badge>
                {roleChangeButton(user, 'customer')}
              </HStack>
            ) : (
              <HStack gap="2" wrap="wrap">
                {roleChangeButton(user, 'admin')}
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
    >
      {/* Unlike another's, one's own role takes the screen away, and only another admin can
          give it back; the server refuses it for the shop's last admin (409). */}
      <ConfirmDialog
        open={ownRow !== null}
        title="Remove your own admin role?"
        confirmLabel="Remove my admin role"
        busyLabel="Removing…"
        onConfirm={() => (ownRow ? changeRole(ownRow, 'customer') : Promise.resolve())}
        onClose={() => setOwnRow(null)}
      >
        You will lose the admin screens (Manage Order, Returns, Manage Product, Users and the rest)
        as soon as it is done, and land on My Profile. Only another admin can make you admin again.
      </ConfirmDialog>
    </ListScreen>
  );
}
