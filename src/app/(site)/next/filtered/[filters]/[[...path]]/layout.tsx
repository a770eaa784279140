// The same shell as every page.
export { default } from '../../../../[[...path]]/layout'
