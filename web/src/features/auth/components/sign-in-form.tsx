import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { sendPasswordReset, signInWithEmail, signInWithGoogle } from '../api/auth-service';
import { authErrorMessage, isUnknownEmail } from '../utils/auth-error-message';
import { signInSchema } from '../utils/auth-schemas';
import { fieldProps } from '@/lib/form-field';

/**
 * Set by ProtectedRoute, or a "Sign in" link: where the visitor was heading before being sent
 * here. Its search too: Buy Now's checkout names its part there (`/checkout?buy=…`).
 */
interface SignInLocationState {
  from?: { pathname: string; search?: string };
}

export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  const returnToOrigin = () => {
    const from = (location.state as SignInLocationState | null)?.from;
    const back = from && `${from.pathname}${from.search ?? ''}`;
    void navigate(back ?? paths.home.getHref(), { replace: true });
  };

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async ({ email, password }) => {
      setError(null);
      try {
        await signInWithEmail(email.trim(), password);
        returnToOrigin();
      } catch (failure) {
        setError(authErrorMessage(failure));
      }
    },
  });

  const continueWithGoogle = async () => {
    setError(null);
    setGoogleBusy(true);
    try {
      await signInWithGoogle();
      returnToOrigin();
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setGoogleBusy(false);
    }
  };

  const resetPassword = async () => {
    const email = formik.values.email.trim();
    if (!email) {
      notifyError('Please enter your email');
      return;
    }
    try {
      await sendPasswordReset(email);
      notifySuccess('Email Sent');
    } catch (failure) {
      // As for a sign-in, an email without an account is not told apart: it is "sent" too.
      if (isUnknownEmail(failure)) notifySuccess('Email Sent');
      else notifyError(authErrorMessage(failure));
    }
  };

  return (
    <Stack gap="6">
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...fieldProps(formik, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...fieldProps(formik, 'password')}
          />
          <Button
            variant="plain"
            size="sm"
            alignSelf="flex-start"
            px="0"
            color="brand.fg"
            onClick={resetPassword}
          >
            Forgot Password?
          </Button>
          {error && (
            <Text role="alert" color="fg.error">
              Error: {error}
            </Text>
          )}
          <Button type="submit" size="lg" loading={formik.isSubmitting}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Text textAlign="center">
        New to moto-parts?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.signup.getHref()}>Create an account</RouterLink>
        </Link>
      </Text>
      <HStack>
        <Separator flex="1" />
        <Text color="fg.muted" fontSize="sm">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button
        variant="outline"
        colorPalette="gray"
        size="lg"
        loading={googleBusy}
        onClick={continueWithGoogle}
      >
        Continue with Google
      </Button>
    </Stack>
  );
}
