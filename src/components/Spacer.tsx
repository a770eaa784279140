/** Empty vertical space of a fixed height, hidden from assistive technology. */
export function Spacer({ height }: { height: number }) {
  return <div aria-hidden="true" data-spacer={height} style={{ height }} />
}
