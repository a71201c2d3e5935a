import { creditRequestFailed } from '@cardology/contract/credits';
import { ttsCreditsUpdated } from '@cardology/contract/narration';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, contractText } from '../../i18n/i18n';

// The toasts the assistant's pages build from the contract's functions reach the reader in the language shown.
describe('the assistant’s contract toasts', () => {
  afterEach(() => applyLanguage('en'));

  it('keep their English and are translated with their numbers and words', async () => {
    expect(contractText(ttsCreditsUpdated(20))).toBe('TTS credits updated. New balance: 20');
    await applyLanguage('es');
    expect(contractText(ttsCreditsUpdated(20))).toBe('Créditos de voz actualizados. Nuevo saldo: 20');
    await applyLanguage('pt-BR');
    expect(contractText(creditRequestFailed('HTTP 502'))).toBe('Não foi possível enviar o pedido: HTTP 502');
  });
});
