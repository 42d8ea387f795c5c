import type { TradingMessages } from './tr.ts';

const es: TradingMessages = {
  'panel.nav.tradingLimits': 'Límites de apuesta',
  'limits.formTitle': 'Añadir o cambiar un límite',
  'limits.help':
    'Un límite para un deporte, liga, partido, tipo de mercado o jugador; al hacer un cupón se aplica el más restrictivo. El límite por partido del sitio (match_stake_limit) sigue siendo el predeterminado.',
  'limits.scope': 'Ámbito',
  'limits.scope.sport': 'Deporte',
  'limits.scope.league': 'Liga',
  'limits.scope.match': 'Partido',
  'limits.scope.marketType': 'Tipo de mercado',
  'limits.scope.player': 'Jugador',
  'limits.targetId': 'Identificador (ID)',
  'limits.target': 'Destino',
  'limits.maxStake': 'Apuesta máxima',
  'limits.maxPay': 'Pago máximo',
  'limits.matchTotal': 'Total por partido',
  'limits.stakeFactor': 'Factor de apuesta',
  'limits.emptyHint':
    'Un importe vacío queda para los demás límites; un factor de 0,5 reduce a la mitad todos los límites del jugador.',
  'limits.invalid':
    'El ID es un número entero, los importes cero o más (como mucho 2 decimales), el factor de 0,01 a 10.',
  'limits.save': 'Guardar',
  'limits.saved': 'Límite guardado para {{name}}; el próximo cupón lo cumple.',
  'limits.removed': 'Límite de {{name}} eliminado.',
  'limits.listTitle': 'Límites',
  'limits.none': 'Aún no hay límites.',
  'limits.updated': 'Actualizado',
  'limits.actions': 'Acciones',
  'limits.edit': 'Editar',
  'limits.editOf': 'Editar {{name}}',
  'limits.remove': 'Eliminar',
  'limits.removeOf': 'Eliminar {{name}}',
};
export default es;
