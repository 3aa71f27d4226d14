/** Admin-authored testimonials are created approved (docs/product/back-office-editorial.md#testimonial-approval); agents' start pending. */
export const adminTestimonials = [
  {
    client_name: 'Jennifer & Mark T.',
    rating: 5,
    content:
      "We were first-time buyers and had no idea where to start. The team walked us through pre-approval, found us a rate well below our bank's offer and answered every late-night question. We closed on our Scarborough townhouse without a single surprise.",
  },
  {
    client_name: 'Ahmed K.',
    rating: 5,
    content:
      'As a self-employed contractor I was turned down by my own bank. They found a lender who understood my business income and I got a five-year fixed rate I never thought I would qualify for.',
  },
  {
    client_name: 'Linda P.',
    rating: 5,
    content:
      'Our renewal offer from the bank was far from the best available. One phone call and a few documents later we switched lenders at no cost and cut our payment by more than $200 a month.',
  },
  {
    client_name: 'Carlos & Maria R.',
    rating: 4,
    content:
      'Professional, patient and quick. They explained fixed versus variable in plain language and helped us choose what fit our budget, not what was easiest to sell.',
  },
  {
    client_name: 'Tom W.',
    rating: 5,
    content:
      'Refinancing to consolidate our debts was stressful until we met Sarah. Clear numbers, honest advice, and the whole process took under three weeks.',
  },
  {
    client_name: 'Grace L.',
    rating: 5,
    content:
      'I moved to Canada two years ago and thought buying a home was years away. They showed me the newcomer programs available and I now own a condo in Ottawa.',
  },
  {
    client_name: 'Robert J.',
    rating: 5,
    content: 'Third mortgage with this team and the experience is always the same: responsive, knowledgeable and looking out for us.',
  },
];

export const agentTestimonials = [
  {
    agent: 'sarahmitchell',
    client_name: 'Emily S.',
    rating: 5,
    approved: true,
    content: 'Sarah made buying our first home feel simple. She was always one text away.',
  },
  {
    agent: 'davidchen',
    client_name: 'Raj P.',
    rating: 5,
    approved: true,
    content: 'David found financing for our rental duplex when two banks said no. Highly recommended.',
  },
  {
    agent: 'priyasharma',
    client_name: 'Neha & Arjun',
    rating: 5,
    approved: true,
    content: 'Priya explained every step of the process in our own language. We felt truly looked after.',
  },
  { agent: 'davidchen', client_name: 'Pending Review', rating: 4, approved: false, content: 'Great service, would use again.' },
];
