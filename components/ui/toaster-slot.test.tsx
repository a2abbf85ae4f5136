// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@/components/auth/auth-test-utils';
import { toast, useToasts } from '@/lib/stores/toasts';
import ToasterSlot from './toaster-slot';

const toaster = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('./toaster', async (importOriginal) => {
  toaster.loaded += 1;
  return importOriginal();
});

afterEach(() => useToasts.setState({ toasts: [] }));

describe('ToasterSlot', () => {
  it('shows the empty labelled region and loads the Toaster only with the first toast', async () => {
    renderWithApp(<ToasterSlot />);
    expect(screen.getByRole('region', { name: 'Meldingen' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toaster.loaded).toBe(0);
    act(() => {
      toast.success('Bewaard');
    });
    expect(await screen.findByText('Bewaard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bewaard');
    expect(screen.getAllByRole('region', { name: 'Meldingen' })).toHaveLength(1);
    expect(toaster.loaded).toBe(1);
  });
});
