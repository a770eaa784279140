import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and until the page's script runs, then true: controls that need the script (a form that
 * validates and sends in the browser) stay disabled until then, so nothing typed or picked before it is lost.
 */
export const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
