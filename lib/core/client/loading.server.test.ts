import { isLoading, startLoading } from './loading';

// Runs in the node environment: no window, as during server rendering.
describe('loading flag on the server', () => {
  it('ignores loads, so one request cannot leave the flag on for another', () => {
    const stop = startLoading();
    expect(isLoading()).toBe(false);
    stop();
    expect(isLoading()).toBe(false);
  });
});
