import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { signUpWithEmail } from '../api/auth-service';
import { authErrorMessage } from '../utils/auth-error-message';
import { signUpSchema } from '../utils/auth-schemas';
import { fieldProps } from '@/lib/form-field';

export function SignUpForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { name: '', email: '', password: '' },
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        await signUpWithEmail({
          ...values,
          name: values.name.trim(),
          email: values.email.trim(),
        });
        void navigate(paths.home.aliasPath, { replace: true });
      } catch (failure) {
        setError(authErrorMessage(failure));
      }
    },
  });

  return (
    <Stack gap="6">
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="4">
          <TextField label="Username" autoComplete="name" {...fieldProps(formik, 'name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...fieldProps(formik, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...fieldProps(formik, 'password')}
          />
          {error && (
            <Text role="alert" color="fg.error">
              Error: {error}
            </Text>
          )}
          <Button type="submit" size="lg" loading={formik.isSubmitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Text textAlign="center">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.signin.getHref()}>Sign in</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
