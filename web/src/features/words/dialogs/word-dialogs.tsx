// The add and edit dialogs of the words screen (SPEC §2 "Add and edit dialogs").
export function WordDialogs() {
  return null;
}
