import { describe, expect, it } from 'vitest';
import { paymentMeansFields, paymentMeansText } from './payment-means.js';

describe('paymentMeansText', () => {
  it('names the UPI address, or the card by scheme and last four digits', () => {
    expect(paymentMeansText({ mode: 'UPI', payerVpa: 'ravi.kumar@okaxis' })).toBe('UPI ravi.kumar@okaxis');
    expect(paymentMeansText({ mode: 'CARD', cardBrand: 'VISA', cardLast4: '4242' })).toBe('Card VISA ending 4242');
    expect(paymentMeansText({ mode: 'CARD', cardLast4: '4242' })).toBe('Card ending 4242');
  });

  it('says only the mode when the gateway said no more', () => {
    expect(paymentMeansText({ mode: 'UPI' })).toBe('UPI');
    expect(paymentMeansText({ mode: 'CARD', cardBrand: 'RUPAY' })).toBe('Card RUPAY');
    expect(paymentMeansText({ mode: 'NETBANKING' })).toBe('NETBANKING');
  });

  it('names what the counter took: cash, a cheque or draft with its bank and date, a transfer by its UTR', () => {
    expect(paymentMeansText({ mode: 'CASH' })).toBe('Cash');
    expect(paymentMeansText({ mode: 'CHEQUE', instrumentNo: '123456', bank: 'Canara Bank', instrumentDate: '2026-11-20' })).toBe(
      'Cheque 123456, Canara Bank, dated 20-11-2026',
    );
    expect(
      paymentMeansText({ mode: 'DD', instrumentNo: '654321', bank: 'State Bank of India', branch: 'Guntur', instrumentDate: '2026-11-21' }),
    ).toBe('Demand draft 654321, State Bank of India, Guntur, dated 21-11-2026');
    expect(paymentMeansText({ mode: 'TRANSFER', rrn: 'SBIN426331234567' })).toBe('Bank transfer, UTR SBIN426331234567');
    expect(paymentMeansText({ mode: 'UPI_QR', rrn: '633112345678' })).toBe("UPI to the college's QR, UTR 633112345678");
  });
});

describe('paymentMeansFields', () => {
  it('gives an answer the English line and every fact, each fact it lacks as null; nothing when unpaid', () => {
    expect(paymentMeansFields({ mode: 'CHEQUE', instrumentNo: '004512', bank: 'Canara Bank', instrumentDate: '2026-11-20' })).toEqual({
      paidBy: 'Cheque 004512, Canara Bank, dated 20-11-2026',
      means: {
        mode: 'CHEQUE',
        cardBrand: null,
        cardLast4: null,
        payerVpa: null,
        rrn: null,
        instrumentNo: '004512',
        bank: 'Canara Bank',
        branch: null,
        instrumentDate: '2026-11-20',
      },
    });
    expect(paymentMeansFields(null)).toEqual({ paidBy: null, means: null });
  });

  it('writes the line with the words of another language', () => {
    const german = {
      upi: 'UPI',
      card: 'Karte',
      cardEnding: (card: string, last4: string) => `${card} mit Endziffern ${last4}`,
      cash: 'Bar',
      cheque: 'Scheck',
      demandDraft: 'Bankscheck',
      dated: (date: string) => `vom ${date}`,
      transfer: (utr: string) => `Überweisung, UTR ${utr}`,
      upiQr: (utr: string) => `UPI an den QR-Code der Hochschule, UTR ${utr}`,
    };
    expect(paymentMeansText({ mode: 'CARD', cardBrand: 'VISA', cardLast4: '4242' }, german)).toBe('Karte VISA mit Endziffern 4242');
    expect(paymentMeansText({ mode: 'DD', instrumentNo: '654321', bank: 'SBI', instrumentDate: '2026-11-21' }, german)).toBe(
      'Bankscheck 654321, SBI, vom 21-11-2026',
    );
    expect(paymentMeansText({ mode: 'CASH' }, german)).toBe('Bar');
  });
});
