// The test mode (SPEC §2 "Test mode").
export function TestMode() {
  return null;
}
