import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and until this part's script runs, then true: controls that need the script (a form that
 * validates and sends in the browser, a button that opens a dialog, plays a video or turns a slide) stay disabled until
 * then. Nothing typed or picked before is lost, and no press is swallowed: React drops a click on a part whose script
 * has not run yet, and the islands that load on demand start later than the rest of the page.
 */
export const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
