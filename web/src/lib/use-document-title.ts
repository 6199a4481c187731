// Names the browser tab after the screen. An effect rather than React 19's <title>: index.html
// already has a title, and a hoisted second one would come after it and never show.
import { useEffect } from 'react';

const APP_NAME = 'Wordhoard';

export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} · ${APP_NAME}`;
  }, [screen]);
}
