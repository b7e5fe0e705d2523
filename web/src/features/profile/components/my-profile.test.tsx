import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@moto-parts/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { MyProfile } from './my-profile';

// The address book under the form makes its own requests, and has its own tests
// (address-book.test.tsx): here the requests are the profile's.
vi.mock('./address-book', () => ({ AddressBook: () => null }));
// The garage keeps its bikes in Firestore, and has its own tests too (garage.test.tsx).
vi.mock('./garage', () => ({ Garage: () => null }));

const email = 'rider@moto-parts.test';

const rider: User = {
  _id: 'uid-rider',
  email,
  name: 'Rider Demo',
  phone: '447700900123',
  education: 'BSc Mechanical Engineering',
  location: 'Bristol',
  linkedIn: 'https://www.linkedin.com/in/rider-demo',
  emailVerified: true,
  orderEmails: true,
};

/** A user who has only signed in: no profile fields yet. */
const newcomer: User = { _id: 'uid-rider', email, emailVerified: false, orderEmails: true };

/** Stubs `fetch` to answer `responses` in turn; returns the mock, to read the requests. */
function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderMyProfile() {
  renderWithProviders(<MyProfile email={email} uid="uid-rider" />, { at: '/dashboard/my-profile' });
  return userEvent.setup();
}

const fields = () => ({
  name: screen.getByLabelText('Username'),
  email: screen.getByLabelText('Email'),
  phone: screen.getByLabelText('Phone'),
  education: screen.getByLabelText('Education'),
  location: screen.getByLabelText('Location'),
  linkedIn: screen.getByLabelText('LinkedIn'),
  update: screen.getByRole('button', { name: 'Update' }),
});

/** Waits for the form, then replaces the value of each field in `values`. */
async function edit(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'name' | 'phone' | 'education' | 'location' | 'linkedIn', string>>,
) {
  await screen.findByRole('button', { name: 'Update' });
  for (const [name, value] of Object.entries(values) as [keyof typeof values, string][]) {
    const input = fields()[name];
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('MyProfile', () => {
  it('when the profile loads, then every field is prefilled and the email is read-only', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderMyProfile();

    expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/rider%40moto-parts.test');
    await act(async () => answer(json(rider)));

    const { name, phone, education, location, linkedIn } = fields();
    expect(name).toHaveValue('Rider Demo');
    expect(fields().email).toHaveValue(email);
    expect(fields().email).toBeDisabled();
    expect(fields().email).toHaveAttribute('readonly');
    expect(phone).toHaveValue('447700900123');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(education).toHaveValue('BSc Mechanical Engineering');
    expect(location).toHaveValue('Bristol');
    expect(linkedIn).toHaveValue('https://www.linkedin.com/in/rider-demo');
  });

  it('when the user has no profile yet, then the fields start empty', async () => {
    stubFetch(json(newcomer));
    renderMyProfile();

    await screen.findByRole('button', { name: 'Update' });
    const { name, email: emailField, phone, education, location, linkedIn } = fields();
    expect(emailField).toHaveValue(email);
    for (const input of [name, phone, education, location, linkedIn]) expect(input).toHaveValue('');
  });

  it('when submitted empty, then every field but the email says it is required and nothing is sent', async () => {
    const fetchMock = stubFetch(json(newcomer));
    const user = renderMyProfile();

    await user.click(await screen.findByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Education is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('LinkedIn is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the phone is not a number and LinkedIn not a URL, then it says so and sends nothing', async () => {
    const fetchMock = stubFetch(json(rider));
    const user = renderMyProfile();

    await edit(user, { phone: 'call me', linkedIn: 'linkedin.com/in/rider' });
    await user.click(fields().update);

    expect(await screen.findByText('Phone must be a number of 6 to 15 digits')).toBeInTheDocument();
    expect(screen.getByText('LinkedIn must be an http(s) URL')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the profile is updated, then the fields go to the server, it says so and the form keeps them', async () => {
    const updated = { ...rider, phone: '447700900999', location: 'Bath' };
    const fetchMock = stubFetch(json(rider), json(updated));
    const user = renderMyProfile();

    await edit(user, { phone: '44 7700-900999', location: ' Bath ' });
    await user.click(fields().update);

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[1] ?? [];
    expect(path).toBe('/api/user/rider%40moto-parts.test');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Rider Demo',
      phone: '447700900999',
      education: 'BSc Mechanical Engineering',
      location: 'Bath',
      linkedIn: 'https://www.linkedin.com/in/rider-demo',
      orderEmails: true,
    });
    await waitFor(() => expect(fields().location).toHaveValue('Bath'));
    expect(fields().phone).toHaveValue('447700900999');
    expect(fields().name).toHaveValue('Rider Demo');
  });

  it('when the rider turns order emails off, then the choice goes to the server and the form keeps it', async () => {
    const fetchMock = stubFetch(json(rider), json({ ...rider, orderEmails: false }));
    const user = renderMyProfile();
    const choice = await screen.findByRole('combobox', { name: 'Order emails' });
    expect(choice).toHaveValue('all');
    expect(screen.getByText(/Receipts and refunds are always emailed/)).toBeVisible();

    await user.selectOptions(choice, 'Only receipts and refunds');
    await user.click(fields().update);

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ orderEmails: false });
    expect(screen.getByRole('combobox', { name: 'Order emails' })).toHaveValue('money');
  });

  it('when the server refuses with 400, then its message and field errors show and the typed values stay', async () => {
    stubFetch(
      json(rider),
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields need another look',
            fields: { linkedIn: 'LinkedIn must be a linkedin.com address' },
          },
        },
        400,
      ),
    );
    const user = renderMyProfile();

    await edit(user, { education: 'MSc Motorsport' });
    await user.click(fields().update);

    expect(await screen.findByText('Some fields need another look')).toBeInTheDocument();
    expect(screen.getByText('LinkedIn must be a linkedin.com address')).toBeInTheDocument();
    expect(fields().education).toHaveValue('MSc Motorsport');
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();

    await user.type(fields().linkedIn, '/');
    expect(screen.queryByText('LinkedIn must be a linkedin.com address')).not.toBeInTheDocument();
  });

  it('when the profile cannot be loaded, then it says why, and Try again loads it', async () => {
    stubFetch(
      json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      json(rider),
    );
    const user = renderMyProfile();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText('Username')).toHaveValue('Rider Demo');
  });
});
