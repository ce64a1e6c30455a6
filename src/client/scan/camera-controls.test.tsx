// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraControls } from './camera-controls';
import type { CameraReader } from './use-camera-reader';

const device = (deviceId: string, label: string) => ({ deviceId, label, kind: 'videoinput', groupId: '' }) as MediaDeviceInfo;

const reader = (overrides: Partial<CameraReader>): CameraReader => ({
  status: { kind: 'live' },
  cameras: [device('back', 'Back camera')],
  deviceId: 'back',
  chooseCamera: vi.fn(),
  torch: null,
  ...overrides,
});

// Vitest runs without globals here, so Testing Library cannot unmount on its own.
afterEach(cleanup);

describe('CameraControls', () => {
  it('offers nothing for one camera without a torch', () => {
    const { container } = render(<CameraControls camera={reader({})} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a choice of cameras, naming unnamed ones', () => {
    const camera = reader({ cameras: [device('back', 'Back camera'), device('front', '')] });
    render(<CameraControls camera={camera} />);
    const select = screen.getByRole('combobox', { name: 'Camera' });
    expect(select).toHaveValue('back');
    expect(screen.getByRole('option', { name: 'Camera 2' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'front' } });
    expect(camera.chooseCamera).toHaveBeenCalledWith('front');
  });

  it('offers the torch as a toggle', () => {
    const toggle = vi.fn();
    render(<CameraControls camera={reader({ torch: { on: true, toggle } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Torch', pressed: true }));
    expect(toggle).toHaveBeenCalled();
  });
});
