// The marked elements in document order (happy-dom): placed however they come, the ones let go or
// removed from the page dropped, and the window around a node the in-view painter watches.
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentOrder } from '../../../extension/lib/marking/document-order';

let paragraphs: HTMLElement[];

const ids = (elements: Element[]) => elements.map((element) => element.id);
const at = (n: number) => paragraphs[n] as HTMLElement;

beforeEach(() => {
  document.body.innerHTML = Array.from({ length: 10 }, (_, n) => `<p id="p${n}">Paragraph ${n}</p>`).join('');
  paragraphs = [...document.querySelectorAll('p')];
});

describe('DocumentOrder', () => {
  it('places elements in document order, whatever order they come in', () => {
    const order = new DocumentOrder();
    // The block in the middle of the view is marked first, then the page from its top.
    for (const n of [5, 0, 1, 2, 3, 4, 6, 7, 8, 9]) order.add(at(n));
    order.settle();
    expect(ids(order.around(document.body, 20))).toEqual(ids(paragraphs));
    order.add(at(9)); // already placed: once only
    order.settle();
    expect(order.size).toBe(10);
  });

  it('answers the elements around a node, fewer at the ends of the page', () => {
    const order = new DocumentOrder();
    for (const paragraph of paragraphs) order.add(paragraph);
    order.settle();
    expect(ids(order.around(at(5), 2))).toEqual(['p3', 'p4', 'p5', 'p6']);
    // A text node inside p5 comes after p5 itself.
    expect(ids(order.around(at(5).firstChild as Text, 2))).toEqual(['p4', 'p5', 'p6', 'p7']);
    expect(ids(order.around(at(0), 2))).toEqual(['p0', 'p1']);
    expect(ids(order.around(at(9), 2))).toEqual(['p7', 'p8', 'p9']);
  });

  it('drops the elements let go or taken out of the page, and takes them back', () => {
    const order = new DocumentOrder();
    for (const paragraph of paragraphs) order.add(paragraph);
    order.settle();
    order.delete(at(1));
    at(2).remove();
    order.settle();
    expect(ids(order.around(document.body, 20))).toEqual(['p0', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
    at(8).after(at(2));
    order.add(at(2));
    order.add(at(1));
    order.settle();
    expect(ids(order.around(document.body, 20))).toEqual([
      'p0',
      'p1',
      'p3',
      'p4',
      'p5',
      'p6',
      'p7',
      'p8',
      'p2',
      'p9',
    ]);
  });

  it('leaves out an element let go, or removed, before it was placed', () => {
    const order = new DocumentOrder();
    order.add(at(0));
    order.add(at(1));
    order.add(at(2));
    order.delete(at(1));
    at(2).remove();
    order.settle();
    expect(ids(order.around(document.body, 20))).toEqual(['p0']);
    order.clear();
    order.settle();
    expect(order.size).toBe(0);
  });
});
