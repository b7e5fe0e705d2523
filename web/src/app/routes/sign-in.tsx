import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function Component() {
  return (
    <AuthLayout title="Sign In">
      <SignInForm />
    </AuthLayout>
  );
}
