// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, demoUser } from '@/components/auth/auth-test-utils';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { useTranslations } from '#i18n';
import { useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer } from '@/tests/mocks/server';
import { loadDraft } from './wizard-draft';
import { questionToImages, uploadImageHandler, wizardHandlers } from './wizard-test-utils';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

let uploads: string[] = [];

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'unknown', user: null });
  useToasts.setState({ toasts: [] });
  uploads = [];
  server.use(
    ...wizardHandlers,
    uploadImageHandler(uploads),
  );
  globalThis.URL.createObjectURL ??= () => 'blob:preview';
  globalThis.URL.revokeObjectURL ??= () => undefined;
});

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('ImagesStep, members who skip the rotation preview', () => {
  it('uploads a chosen picture at once, without turning buttons', async () => {
    await questionToImages({ skipRotation: true });
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), [image('a.jpg'), image('b.jpg')]);
    const added = await screen.findByRole('list', { name: 'Toegevoegde afbeeldingen' });
    expect(await within(added).findAllByRole('img')).toHaveLength(2);
    expect(uploads).toHaveLength(2);
    expect(loadDraft()?.values.images.map((added) => added.name).sort()).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.queryByRole('button', { name: 'Draai rechts' })).not.toBeInTheDocument();
  });

  it("in the create-post dialog (no answer from the page), the member's own flag from /me decides", async () => {
    useSession.setState({ status: 'user', user: demoUser({ skip_image_rotation: true }) });
    await questionToImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), image('a.jpg'));
    expect(await within(await screen.findByRole('list', { name: 'Toegevoegde afbeeldingen' })).findAllByRole('img')).toHaveLength(1);
    expect(uploads).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Draai rechts' })).not.toBeInTheDocument();
  });

  it('everyone else gets the preview to turn first', async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    await questionToImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), image('a.jpg'));
    expect(screen.getByRole('button', { name: 'Draai rechts' })).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});

describe('ImagesStep, the keyboard focus', () => {
  it('goes on with the work when its button leaves: to the added picture, or back to the chooser', async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    await questionToImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), [image('a.jpg'), image('b.jpg')]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Toevoegen' })[0]!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Afbeelding 1 verwijderen' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Weglaten' }));
    await waitFor(() => expect(screen.getByLabelText('Afbeeldingen toevoegen')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Afbeelding 1 verwijderen' }));
    await waitFor(() => expect(screen.getByLabelText('Afbeeldingen toevoegen')).toHaveFocus());
  });
});

describe('ImagesStep, a chosen picture not added yet', () => {
  it('keeps the wizard on the step with a message, focus on the chooser, until it is added', async () => {
    server.use(http.post(`${API}/posts`, () => HttpResponse.json({ data: { id: 7, status: 'approved', url: '/posts/7', bonus_impact: 0 } }, { status: 201 })));
    useSession.setState({ status: 'user', user: demoUser() });
    await questionToImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), image('a.jpg'));
    // The images are a question's last step: its button posts.
    await userEvent.click(screen.getByRole('button', { name: 'Plaatsen' }));
    const chooser = screen.getByLabelText('Afbeeldingen toevoegen');
    await waitFor(() => expect(chooser).toHaveFocus());
    expect(chooser).toHaveAccessibleDescription(expect.stringContaining('Je koos een afbeelding die nog niet bij je bericht is: voeg ze toe of laat ze weg.'));
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Bedankt/ })).not.toBeInTheDocument();
    // Added, it goes out with the post the moment it shows as added.
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await screen.findByRole('img', { name: 'Afbeelding 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Plaatsen' }));
    expect(await screen.findByRole('heading', { name: /Bedankt/ })).toBeInTheDocument();
  });
});

describe('ImagesStep, a file the browser cannot draw', () => {
  it('says so at once and offers only to leave it out (nothing to add or retry)', async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    await questionToImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), image('tekst.jpg'));
    fireEvent.error(screen.getByRole('img', { name: 'Voorbeeld van afbeelding 1' }));
    expect(await screen.findByText('Niet opgeladen: dit bestand is geen afbeelding die we kunnen tonen (jpg, png of webp).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /opnieuw/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weglaten' })).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});

describe('ImagesStep, a picture over the size limit', () => {
  it('is refused before it travels, saying the limit in the page’s language', async () => {
    await questionToImages({ skipRotation: true });
    const large = new File(['x'], 'groot.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 36 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), [large, image('klein.jpg')]);
    expect(useToasts.getState().toasts.map((toast) => toast.title)).toContain('Een afbeelding mag hoogstens 10 MB zijn.');
    const added = await screen.findByRole('list', { name: 'Toegevoegde afbeeldingen' });
    expect(await within(added).findAllByRole('img')).toHaveLength(1);
    expect(uploads).toHaveLength(1);
  });
});

describe('ImagesStep, each upload’s state', () => {
  it('shows uploading, then a failure with its reason and a retry, then uploaded; the picture is never dropped', async () => {
    let release: (() => void) | null = null;
    let calls = 0;
    server.use(
      http.post(`${API}/posts/upload-image`, async () => {
        calls += 1;
        if (calls === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return HttpResponse.json({ message: 'Validation Error', errors: { file: ['Dit bestand is geen geldige afbeelding.'] } }, { status: 422 });
        }
        return HttpResponse.json({ file: 'posts/9.jpg', url: '/media/posts/9.jpg', disk: 'local' }, { status: 201 });
      }),
    );
    await questionToImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), image('a.jpg'));
    const toAdd = screen.getByRole('list', { name: 'Nog toe te voegen' });
    await userEvent.click(within(toAdd).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(toAdd).findByRole('status')).toHaveTextContent('Wordt opgeladen…');

    release!();
    expect(await within(toAdd).findByText(/^Niet opgeladen: /)).toHaveAttribute('role', 'status');
    expect(within(toAdd).getByRole('status')).toHaveTextContent('Dit bestand is geen geldige afbeelding.');
    expect(within(toAdd).getByRole('img', { name: 'Voorbeeld van afbeelding 1' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Toegevoegde afbeeldingen' })).not.toBeInTheDocument();

    await userEvent.click(within(toAdd).getByRole('button', { name: 'Afbeelding 1 opnieuw opladen' }));
    const added = await screen.findByRole('list', { name: 'Toegevoegde afbeeldingen' });
    expect(within(added).getByRole('img', { name: 'Afbeelding 1' })).toHaveAttribute('src', '/media/posts/9.jpg');
    expect(within(added).getByText('Opgeladen')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Nog toe te voegen' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('the count of pictures', () => {
  function Count({ count }: { count: number }) {
    const t = useTranslations('post.images');
    return <p>{t('count', { count, max: 4 })}</p>;
  }

  it('is written in the singular or plural of each language', () => {
    renderWithIntl(
      <>
        <Count count={1} />
        <Count count={3} />
      </>,
      'fr',
    );
    expect(screen.getByText('1 image sur 4 ajoutée.')).toBeInTheDocument();
    expect(screen.getByText('3 images sur 4 ajoutées.')).toBeInTheDocument();
  });
});
