import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export function Component() {
  return (
    <AuthLayout title="Sign Up">
      <SignUpForm />
    </AuthLayout>
  );
}
