import { describe, expect, it } from 'vitest';
import { findDownPayment, findMortgageType, findPropertyType, findPropertyValue } from '../../../../functions/chat/extract-property';

describe('findPropertyValue', () => {
  it.each([
    ['looking at a $650k house', 650_000],
    ['a home worth 650,000', 650_000],
    ['$1.2M', 1_200_000],
    ['the property value of $800,000 is firm', 800_000],
    ['condo priced at $499,900.', 499_900],
    ['my budget is 700 thousand', 700_000],
    ['buying a 1.5 million dollar home', 1_500_000],
    ['house is $ 725,000', 725_000],
    ['it is listed at 899k', 899_000],
    ['I have $50k down and a $650k house', 650_000],
    ['$50,000 down payment, home worth $600,000', 600_000],
    ['what is 5% down on 500k', 500_000],
    ['a 2.5M property', 2_500_000],
    ['a $650K townhouse', 650_000],
  ])('reads %j', (text, expected) => {
    expect(findPropertyValue(text)).toBe(expected);
  });

  it.each([
    ['income', 'I make $120k a year'],
    ['salary with keyword', 'my salary is $95,000'],
    ['mortgage amount', 'I want to borrow $500k'],
    ['mortgage amount after', 'a $400,000 mortgage'],
    ['pre-approval amount', 'I was pre-approved for $600k'],
    ['down payment', 'I have $100k down'],
    ['percentages', '20% down'],
    ['small numbers', 'a 5 year fixed for 2 people'],
    ['a bare number without context', 'I have 3 kids and 650000 reasons'],
    ['rent', 'I pay $2,500 rent'],
    ['debt', 'I owe $150,000 on student loans'],
    ['years', '25 year amortization'],
  ])('ignores %s', (_label, text) => {
    expect(findPropertyValue(text)).toBeUndefined();
  });
});

describe('findDownPayment', () => {
  it.each([
    ['$50k down', 50_000],
    ['I can put $50,000 down', 50_000],
    ['down payment of 100,000', 100_000],
    ['my down payment is $75k', 75_000],
    ['putting down $60,000', 60_000],
    ['20% down', '20%'],
    ['20 percent down on a condo', '20%'],
    ['down payment of 10%', '10%'],
    ['a down-payment of 5.5%', '5.5%'],
    ['I have a deposit of $30,000', 30_000],
    ['$40k as a down payment', 40_000],
    ['a $650k house with $65k down', 65_000],
    ['10% down on a $700k house', '10%'],
  ])('reads %j', (text, expected) => {
    expect(findDownPayment(text)).toBe(expected);
  });

  it.each([
    'a $650k house',
    'the rate is 4.5%',
    'prices are down 20%',
    'I make $80k',
    'I put down roots in Toronto', // no amount at all
    'down payment',
  ])('finds no down payment in %j', (text) => {
    expect(findDownPayment(text)).toBeUndefined();
  });
});

describe('findPropertyType', () => {
  it.each([
    ['a semi-detached in Hamilton', 'semi-detached'],
    ['a semi detached home', 'semi-detached'],
    ['a semidetached home', 'semi-detached'],
    ['buying a semi', 'semi-detached'],
    ['a fully detached house', 'detached'],
    ['a Townhouse', 'townhouse'],
    ['a town house', 'townhouse'],
    ['townhomes', 'townhouse'],
    ['my condominium', 'condo'],
    ['CONDO', 'condo'],
    ['a duplex', 'duplex'],
    ['an apartment', 'apartment'],
    ['a house', 'house'],
    ['houses', 'house'],
  ])('reads %j', (text, expected) => {
    expect(findPropertyType(text)).toBe(expected);
  });

  it.each(['a warehouse job', 'semi-annual compounding', 'my household income', 'a greenhouse', 'semis-annual'])('finds no property type in %j', (text) => {
    expect(findPropertyType(text)).toBeUndefined();
  });

  it('never reports a semi-detached as detached', () => {
    expect(findPropertyType('semi-detached, not detached')).toBe('semi-detached');
  });
});

describe('findMortgageType', () => {
  it.each([
    ['5 year fixed please', 'fixed'],
    ['Variable or fixed?', 'variable'],
    ['a conventional mortgage', 'conventional'],
    ['I want to refinance', 'refinance'],
    ['refinancing my home', 'refinance'],
    ['a refi', 'refinance'],
    ['my renewal is coming', 'renewal'],
    ['renewing in May', 'renewal'],
  ])('reads %j', (text, expected) => {
    expect(findMortgageType(text)).toBe(expected);
  });

  it.each(['what are rates', 'prefix variables', 'fixedly'])('finds nothing in %j', (text) => {
    expect(findMortgageType(text)).toBeUndefined();
  });
});
