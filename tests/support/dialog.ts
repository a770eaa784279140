/** jsdom has no <dialog> behaviour: models the open attribute as browsers do. Call in `beforeAll` of component tests. */
export function modelDialogs() {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
  }
}
