import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The way out of the payment screen, whatever became of the order. */
export function BackToOrders(props: ButtonProps) {
  return (
    <Button asChild variant="outline" {...props}>
      <RouterLink to={paths.dashboard.myOrders.getHref()}>Back to My Orders</RouterLink>
    </Button>
  );
}
