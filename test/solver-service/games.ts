/** A game of deal 803932251 (see test/hint/advice.test.ts): 12 moves of a winning line, then 9 of random play, lost. */
export const DEAL_803932251_GAME = [
	'AS 2->F', '5C 6->2', '7H 10->6', '2C 12->18', '3D 15->18', '3C 15->12', '6H 10->15', 'QS 5->10', 'JD 3->10', '7D 11->3', '6H 15->5', '7C 16->11',
	'6H 5->15', '7D 3->15', 'JD 10->16', '8D 3->5', 'JC 9->10', '5C 2->9', '7C 11->2', '7D 15->11', '5C 9->15',
];

