import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    ['name@example.az', 'name@example.az'],
    ['name+news@example.az', 'name@example.az'],
    ['name+a+b@example.az', 'name@example.az'],
    ['first.last@example.az', 'first.last@example.az'],
    ['first.last+x@gmail.com', 'firstlast@gmail.com'],
    ['f.i.r.s.t.last@googlemail.com', 'firstlast@gmail.com'],
    ['+only@example.az', '+only@example.az'],
  ])('%s reaches the mailbox %s', (address, mailbox) => expect(mailboxOf(address)).toBe(mailbox));
});
