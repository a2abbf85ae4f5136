// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@/components/auth/auth-test-utils';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer } from '@/tests/mocks/server';
import { loadDraft } from './wizard-draft';
import { chooseType, next, renderWizard, wizardHandlers } from './wizard-test-utils';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

let uploads: string[] = [];

beforeEach(() => {
  localStorage.clear();
  useToasts.setState({ toasts: [] });
  uploads = [];
  server.use(
    ...wizardHandlers,
    http.post(`${API}/posts/upload-image`, async ({ request }) => {
      uploads.push(((await request.formData()).get('file') as File).name);
      return HttpResponse.json({ file: `posts/${uploads.length}.jpg`, url: `/media/posts/${uploads.length}.jpg`, disk: 'local' }, { status: 201 });
    }),
  );
  globalThis.URL.createObjectURL ??= () => 'blob:preview';
  globalThis.URL.revokeObjectURL ??= () => undefined;
});

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

/** A question up to its images step. */
async function toImages(props: Parameters<typeof renderWizard>[1] = {}) {
  renderWizard('nl', props);
  await chooseType('Vraag');
  await next();
  await next();
  await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Foto');
  await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Tekst');
  await next();
  expect(await screen.findByRole('heading', { name: 'Afbeeldingen' })).toBeInTheDocument();
}

describe('ImagesStep, members who skip the rotation preview', () => {
  it('uploads a chosen picture at once, without turning buttons', async () => {
    await toImages({ skipRotation: true });
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), [image('a.jpg'), image('b.jpg')]);
    const added = await screen.findByRole('list', { name: 'Toegevoegde afbeeldingen' });
    expect(await within(added).findAllByRole('img')).toHaveLength(2);
    expect(uploads).toHaveLength(2);
    expect(loadDraft()?.values.images.map((added) => added.name).sort()).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.queryByRole('button', { name: 'Draai rechts' })).not.toBeInTheDocument();
  });

  it('everyone else gets the preview to turn first', async () => {
    await toImages();
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), image('a.jpg'));
    expect(screen.getByRole('button', { name: 'Draai rechts' })).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});
