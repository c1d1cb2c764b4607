// The suites' one knob for slow machines (TEST_TIME_SCALE): browser waits scale with it too.
export { TEST_TIME_SCALE, testTime } from '../../apps/server/src/test/test-time';
