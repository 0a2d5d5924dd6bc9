/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoDialog } from './VideoDialog.client';

const proto = HTMLDialogElement.prototype;
const native = { showModal: proto.showModal, close: proto.close };

beforeEach(() => {
  // jsdom has <dialog> but not its modal methods.
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  proto.showModal = native.showModal;
  proto.close = native.close;
});

const labels = { player: 'Video player', close: 'Close', privacy: 'Loads on demand.' };

describe('VideoDialog', () => {
  it('has no player frame while closed', () => {
    const { container } = render(<VideoDialog video={null} labels={labels} onClose={() => {}} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
  });

  it('opens with the privacy-enhanced player of the video, named by its title', () => {
    render(
      <VideoDialog
        video={{ id: 'k3Fq9XbT2mA', title: 'Opening' }}
        labels={labels}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Opening' })).toHaveAttribute('open');
    expect(screen.getByTitle('Video player: Opening')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/k3Fq9XbT2mA?rel=0&autoplay=1',
    );
  });

  it('asks to close from its button', async () => {
    const onClose = jest.fn();
    render(
      <VideoDialog
        video={{ id: 'k3Fq9XbT2mA', title: 'Opening' }}
        labels={labels}
        onClose={onClose}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('empties the player when the video is cleared', () => {
    const video = { id: 'k3Fq9XbT2mA', title: 'Opening' };
    const { container, rerender } = render(
      <VideoDialog video={video} labels={labels} onClose={() => {}} />,
    );
    rerender(<VideoDialog video={null} labels={labels} onClose={() => {}} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
  });
});
