import { oncePerFrame } from '../../src/lib/oncePerFrame';

/** Animation frames the test runs by hand. */
function manualFrames() {
  let pending = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.set(nextId, callback);
    return nextId++;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => pending.delete(id));
  return {
    run() {
      const due = pending;
      pending = new Map();
      due.forEach((callback) => callback(0));
    },
  };
}

describe('oncePerFrame', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs the task once in the next frame, however often it was scheduled', () => {
    const frames = manualFrames();
    const task = jest.fn();
    const measure = oncePerFrame(task);
    measure.schedule();
    measure.schedule();
    measure.schedule();
    expect(task).not.toHaveBeenCalled();
    frames.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs again when scheduled after a frame has run it', () => {
    const frames = manualFrames();
    const task = jest.fn();
    const measure = oncePerFrame(task);
    measure.schedule();
    frames.run();
    measure.schedule();
    frames.run();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs nothing once cancelled, and can be scheduled afresh', () => {
    const frames = manualFrames();
    const task = jest.fn();
    const measure = oncePerFrame(task);
    measure.schedule();
    measure.cancel();
    frames.run();
    expect(task).not.toHaveBeenCalled();
    measure.schedule();
    frames.run();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
